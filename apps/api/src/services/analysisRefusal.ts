import type { AnalysisRefusedError } from '@telemed/analysis';
import { validationMessage } from '@telemed/domain';
import { ApiError, validationFailed } from '../http/apiError';

/**
 * An analysis's refusal as the API answers it (clinical-domain §8): 422 under the catalogue's
 * code and message ('Signal quality too low for analysis', ...); a night the recording does not
 * have is a field error of `dayTimeTag` ('Date tag {dayTimeTag} not found or incorrect').
 */
export function refusal(error: AnalysisRefusedError): ApiError {
  if (error.code === 'DATE_TAG_NOT_FOUND')
    return validationFailed([
      {
        property: 'dayTimeTag',
        constraints: {
          dateTagNotFound: validationMessage('dateTagNotFound', {
            dayTimeTag: error.values.dayTimeTag ?? '',
          }),
        },
      },
    ]);
  return new ApiError(422, error.code);
}
