import { Link } from 'wouter';
import { routePath } from '@ordbot/contract/routes.ts';
import { TEXT } from '../../ui/text.ts';
import { PRIVACY_TEXT as T } from '../../ui/text-privacy.ts';
import './account.css';

/** Personvern: what is stored, why, how long, on this device, and how to delete it. */
export function PrivacyPage() {
  return (
    <div className="page privacy-page">
      <h1>{T.heading}</h1>
      <p>{T.intro}</p>
      {T.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`privacy-${index}`}>
          <h2 id={`privacy-${index}`}>{section.heading}</h2>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        <Link href={routePath('account')}>{TEXT.account.heading}</Link>
      </p>
    </div>
  );
}
