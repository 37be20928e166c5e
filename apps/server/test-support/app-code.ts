import { AppError } from "../src/core/app-error.ts";

/** The application code a service call fails with; null when it succeeds. Any other error is rethrown. */
export async function appCodeOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.appCode;
    throw error;
  }
  return null;
}
