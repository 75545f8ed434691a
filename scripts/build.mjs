// npm run build: the lexicons when missing, then the web app.
import { ensureBuild, ensureLexicons } from './lib/build.mjs';

ensureLexicons();
ensureBuild({ force: true });
