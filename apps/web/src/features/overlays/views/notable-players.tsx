import { sourcesLine } from '../all-time.js';
import { VIEW_TITLES } from '../overlay-config.js';
import { awardSample, awardText, notablePlayers } from '../view-data.js';
import { Empty, Sample, Title, type ViewProps } from './parts.js';

/** Two rows of two fit above the board at 1080p; the awards come most stream-worthy first. */
const NOTABLE_SHOWN = 4;

export function NotablePlayers({ players }: ViewProps) {
  const awards = notablePlayers(players).slice(0, NOTABLE_SHOWN);
  return (
    <>
      <Title sub={`${sourcesLine(players)} at the table`}>{VIEW_TITLES.notablePlayers}</Title>
      {awards.length === 0 ? <Empty>Nothing notable yet: a few more hands.</Empty> : null}
      <ul className="m-0 grid list-none grid-cols-2 gap-2 p-0">
        {awards.map((award) => (
          <li
            key={award.id}
            data-award={award.id}
            className="flex flex-col"
            style={{ background: 'rgb(0 0 0 / 0.18)', borderRadius: 10, padding: '10px 14px' }}
          >
            <span className="rb-muted" style={{ fontSize: 18, fontWeight: 700 }}>
              {award.title}
            </span>
            <span className="rb-ellipsis" style={{ fontSize: 28, fontWeight: 800 }}>
              {award.name}
            </span>
            <span style={{ fontSize: 26, fontWeight: 800 }}>{awardText(award)}</span>
            <Sample>{awardSample(award)}</Sample>
          </li>
        ))}
      </ul>
    </>
  );
}
