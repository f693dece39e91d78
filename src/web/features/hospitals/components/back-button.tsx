import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to={to}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
