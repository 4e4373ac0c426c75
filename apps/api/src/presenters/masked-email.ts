/**
 * 'minjun.kim@example.com' -> 'mi****@example.com': the first two characters of the local part (one
 * when it is that short) and a fixed-length mask, so the length of the address is not revealed either.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '****';
  const local = email.slice(0, at);
  const visible = local.length > 2 ? local.slice(0, 2) : local.slice(0, 1);
  return `${visible}****${email.slice(at)}`;
}
