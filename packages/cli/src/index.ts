export { runCli } from './runCli';
export type { CliIo } from './runCli';
