import { ResponsiveImage } from '../../components/picture';

export interface AwardView {
  id: number;
  name: string;
  image: string | null;
}

/** A row of award and awarding-body logos with their names. */
export function AwardLogos({ awards, className }: { awards: AwardView[]; className?: string }) {
  return (
    <ul className={`award-logos ${className ?? ''}`}>
      {awards.map((award) => (
        <li key={award.id} className="award">
          <ResponsiveImage
            id={award.image}
            alt=""
            width={300}
            height={200}
            maxWidth={480}
            sizes="(max-width: 768px) 30vw, 180px"
          />
          <span className="award-name">{award.name}</span>
        </li>
      ))}
    </ul>
  );
}
