import { tileValue } from '../../../core/tiles.ts';
import { TEXT } from '../../app/text.ts';

/** The title as tiles, each with its Norwegian point value (spec 9). */
const TITLE_TILES = [...'ORDBOT'].map((letter) => ({ letter, points: tileValue(letter, 'NO_B') }));

export function HomePage() {
  return (
    <section className="page home">
      <h1 className="title-tiles">
        <span className="visually-hidden">{TEXT.app.name}</span>
        <span className="title-tiles__row" aria-hidden="true">
          {TITLE_TILES.map(({ letter, points }, index) => (
            <span className="title-tile" key={index}>
              {letter}
              <span className="title-tile__points">{points}</span>
            </span>
          ))}
        </span>
      </h1>
      <p className="home__subtitle">{TEXT.app.subtitle}</p>
    </section>
  );
}
