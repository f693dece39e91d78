import type { Role } from '@shared/constants';

/**
 * SPEC §3 initials badge: clinics use the first letters of two dot-separated parts of the
 * username's local part, else its first two letters; vets show VD, admins AD, signed-out RV.
 */
export function initialsFor(user: { username: string; role: Role } | null | undefined): string {
  if (!user) return 'RV';
  if (user.role === 'vet') return 'VD';
  if (user.role === 'admin') return 'AD';
  const local = user.username.split('@')[0] ?? '';
  const parts = local.split('.').filter(Boolean);
  if (parts.length >= 2) return (parts[0]![0]! + parts[1]![0]!).toUpperCase();
  // Stray dots or symbols make poor initials: take the first two letters or digits.
  return local.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2).toUpperCase();
}
