import { Link } from 'react-router';

/** A paragraph with the link back to where the page was reached from, led by an arrow. */
export function BackLink({
  to,
  label,
  className,
}: {
  to: string;
  label: string;
  className?: string;
}) {
  return (
    <p className={className}>
      <Link to={to} className="text-link">
        <span aria-hidden="true">←</span> {label}
      </Link>
    </p>
  );
}
