export const OTP_LENGTH = 6;
/** A new code may be requested only after ten minutes (docs/rules.md). */
export const RESEND_COUNTDOWN_SECONDS = 600;

/** Keeps the digits of whatever was typed or pasted, at most six of them. */
export function sanitiseOtp(input: string): string {
  return input.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function isCompleteOtp(otp: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
}
