import { Fact } from '../../components/fact';

/** The reference of an order or a registration, set large to be read out, and where to quote it. */
export function ReferenceFact({
  label,
  reference,
  hint,
}: {
  label: string;
  reference: string;
  hint: string;
}) {
  return (
    <Fact term={label}>
      <span className="order-reference">{reference}</span>
      <span className="order-hint">{hint}</span>
    </Fact>
  );
}
