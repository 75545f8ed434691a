/**
 * Every per cent the app shows, with one decimal: 27.75 -> '27,8 %'. Written by
 * @ordbot/contract/format.ts, the one number formatter; kept here for the screens that import
 * it from src/ui.
 */
export { formatPercentOne } from '@ordbot/contract/format.ts';
