// The password-reset journey across its three pages (/forget-password → /confirm-otp →
// /reset-password), kept in sessionStorage so a reload does not lose it and closing the tab ends it.
const KEY = 'psar-password-reset';

export interface PasswordResetState {
  email: string;
  /** When a new code may be asked for (epoch ms). */
  resendAt: number;
  /** Handed out once the code is confirmed. */
  resetToken?: string;
}

export function readResetState(): PasswordResetState | null {
  try {
    const value = JSON.parse(
      window.sessionStorage.getItem(KEY) ?? 'null',
    ) as Partial<PasswordResetState> | null;
    if (!value || typeof value.email !== 'string' || typeof value.resendAt !== 'number') return null;
    return {
      email: value.email,
      resendAt: value.resendAt,
      ...(typeof value.resetToken === 'string' ? { resetToken: value.resetToken } : {}),
    };
  } catch {
    return null;
  }
}

export function writeResetState(state: PasswordResetState): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(state));
}

export function clearResetState(): void {
  window.sessionStorage.removeItem(KEY);
}
