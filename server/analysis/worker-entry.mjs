// Worker threads do not inherit a loader registered in the parent at run time: register tsx here.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
