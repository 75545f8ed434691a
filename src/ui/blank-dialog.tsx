/**
 * Which letter a blank stands for: a small React Aria modal dialog with a button per letter of
 * the game's tile set. Loaded when a blank is first put on the board (tile-board.tsx).
 */
import { Button } from 'react-aria-components';
import type { Language } from '@ordbot/contract/enums.ts';
import { BLANK, tileSet } from '@ordbot/engine/tiles.ts';
import { PRACTICE_TEXT } from './text-practice.ts';
import { ModalDialog } from './modal-dialog.tsx';

const T = PRACTICE_TEXT;

export default function BlankDialog({
  language,
  onChoose,
  onClose,
}: {
  language: Language;
  onChoose: (letter: string) => void;
  onClose: () => void;
}) {
  const letters = tileSet(language)
    .map((tile) => tile.letter)
    .filter((letter) => letter !== BLANK);
  return (
    <ModalDialog onClose={onClose} title={T.blankTitle} className="blank-dialog">
      <div className="blank-dialog-letters">
        {letters.map((letter) => (
          <Button key={letter} className="blank-dialog-letter" onPress={() => onChoose(letter)}>
            {letter}
          </Button>
        ))}
      </div>
      <Button className="users-button" onPress={onClose}>
        {T.blankCancel}
      </Button>
    </ModalDialog>
  );
}
