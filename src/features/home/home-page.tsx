import { TEXT } from '../../ui/text.ts';
import { HomeStats } from './home-stats.tsx';
import './home.css';

const T = TEXT.home;

/**
 * The title as tiles, each with its Norwegian point value (docs/product.md, Board and tiles).
 * Written out so the home page does not load the tile tables (its JavaScript budget);
 * tests/unit/features/home-title.test.ts checks them against packages/engine/tiles.ts.
 */
export const TITLE_TILES = [
  { letter: 'O', points: 3 },
  { letter: 'R', points: 1 },
  { letter: 'D', points: 1 },
  { letter: 'B', points: 4 },
  { letter: 'O', points: 3 },
  { letter: 'T', points: 1 },
] as const;

/** docs/product.md: What Ordbot is, Home page: title tiles, subtitle, what the bot is, how to play and join, the figures. */
export function HomePage() {
  return (
    <div className="page home">
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

      <div className="home__intro">
        <section className="home__card" aria-labelledby="home-what">
          <h2 id="home-what">{T.whatHeading}</h2>
          <p>{T.what}</p>
        </section>
        <section className="home__card" aria-labelledby="home-play">
          <h2 id="home-play">{T.playHeading}</h2>
          <ol className="home__steps">
            {T.playSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section className="home__card" aria-labelledby="home-account">
          <h2 id="home-account">{T.accountHeading}</h2>
          <ol className="home__steps">
            <li>{T.accountStart}</li>
            <li>
              {T.accountWriteBefore}
              <code>{T.accountCommand}</code>
              {T.accountWriteAfter} <code className="home__example">{T.accountExample}</code>
            </li>
            <li>{T.accountFollow}</li>
          </ol>
        </section>
      </div>

      <HomeStats />
    </div>
  );
}
