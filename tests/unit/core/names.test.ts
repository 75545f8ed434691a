import { describe, expect, it } from 'vitest';
import { byPlayerName, compareNames, nameMatches } from '@ordbot/contract/names.ts';
import { outcomeOf } from '@ordbot/contract/outcome.ts';

describe('player names', () => {
  it('sorts in Norwegian order, digits by value, equal names by id', () => {
    const names = ['Åse', 'Øyvind', 'Ærlig', 'spiller10', 'Zorro', 'spiller2', 'anne'];
    expect([...names].sort(compareNames)).toEqual([
      'anne',
      'spiller2',
      'spiller10',
      'Zorro',
      'Ærlig',
      'Øyvind',
      'Åse',
    ]);
    const players = [
      { id: 9, name: 'Kari' },
      { id: 3, name: 'kari' },
      { id: 5, name: 'Bo' },
    ];
    expect([...players].sort(byPlayerName).map((p) => p.id)).toEqual([5, 3, 9]);
  });

  it('matches a query inside a name ignoring case and accents, but not å for a', () => {
    expect(nameMatches('René Ødegård', 'rene')).toBe(true);
    expect(nameMatches('René Ødegård', 'ØDEG')).toBe(true);
    expect(nameMatches('René Ødegård', '  gård ')).toBe(true);
    expect(nameMatches('René Ødegård', 'gard')).toBe(false);
    expect(nameMatches('Kari', '')).toBe(true);
    expect(nameMatches('Kari', 'ola')).toBe(false);
  });
});

describe('outcomeOf', () => {
  it("compares the player's score with the bot's", () => {
    expect(outcomeOf({ playerScore: 2, botScore: 1 })).toBe('won');
    expect(outcomeOf({ playerScore: 1, botScore: 2 })).toBe('lost');
    expect(outcomeOf({ playerScore: 7, botScore: 7 })).toBe('draw');
  });
});
