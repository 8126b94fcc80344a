import { HealthResponseSchema } from '../schemas/system';
import type { HealthResponse } from '../schemas/system';
import type { ApiCore, CallOptions } from './ApiCore';

export function health(core: ApiCore, options?: CallOptions): Promise<HealthResponse> {
  return core.request({ ...options, method: 'GET', path: 'health', schema: HealthResponseSchema });
}
