import { ArrowLeft } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';

/**
 * The back link of a hospital page. With `history`, it returns to the page the user came from when
 * that page is in the app (this tab has an earlier entry: React Router keys every entry but the first
 * 'default'), and otherwise goes to `to` — a profile opened from a link in an e-mail or a bookmark has
 * nowhere in the app to return to (issue 21, docs/decisions/096). The href stays `to` for a new tab.
 */
export function BackButton({ to, label, history = false }: { to: string; label: string; history?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!history || location.key === 'default' || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    void navigate(-1);
  };
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to={to} onClick={onClick}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
