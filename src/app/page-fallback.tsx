import { TEXT } from '../ui/text.ts';

/** Shown while a screen's chunk loads: keeps the space so the footer and menu do not jump. */
export function PageFallback() {
  return (
    <div className="page-fallback" role="status">
      <span className="visually-hidden">{TEXT.app.loadingPage}</span>
    </div>
  );
}
