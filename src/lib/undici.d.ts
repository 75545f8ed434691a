/**
 * What the page sees of undici: ofetch's types import it for a Node-only option (`dispatcher`),
 * and undici's own types would bring every Node global into the web app's type check.
 * src/tsconfig.json maps 'undici' here.
 */
export declare class Dispatcher {
  private readonly nodeOnly: never;
}
