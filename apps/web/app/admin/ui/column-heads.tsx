/**
 * The row actions' heading: `hidden` where the buttons name what they do, so only a
 * screen reader hears it; `className` lines it up with the action cells (a-col-actions).
 */
export interface ActionsHead {
  label: string;
  hidden?: boolean;
  className?: string;
}

/** A table's head: a heading per column, then the row actions' own heading if it has one. */
export function ColumnHeads({ labels, actions }: { labels: string[]; actions?: ActionsHead }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th scope="col" key={label}>
            {label}
          </th>
        ))}
        {actions && (
          <th scope="col" className={actions.className}>
            {actions.hidden ? (
              <span className="visually-hidden">{actions.label}</span>
            ) : (
              actions.label
            )}
          </th>
        )}
      </tr>
    </thead>
  );
}
