/**
 * How often a device serving a printer asks for its jobs (GET printing/device-jobs/).
 * Apart from the schemas, with no zod: the device's print runner starts with the shell.
 */
export const DEVICE_JOBS_POLL_MS = 2_000;
