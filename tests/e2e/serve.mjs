// The server the end-to-end suite runs against: the production build and the real server code.
import { register } from 'tsx/esm/api';

register();
await import('../../server/main.ts');
