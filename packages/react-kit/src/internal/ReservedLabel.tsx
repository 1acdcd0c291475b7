import * as styles from './ReservedLabel.css';

/**
 * One text the label may show, or the text with the class of its hidden copy (`room` composed with how the text
 * shows in its state, e.g. bold when selected), so its room is kept as it shows.
 */
export type ReservedText = string | { text: string; className: string };

export interface ReservedLabelProps {
  /** The text to show now. */
  text: string;
  /** Every text the label may show (its states): it keeps the room of the widest. */
  texts: readonly ReservedText[];
}

/**
 * A label that changes with its control's state ("Follow" / "Unfollow") but not its size: hidden copies of its
 * texts keep the room of the widest, so nothing beside the control moves when the state changes, or when it
 * arrives after the first paint (a layout shift). Only the current text shows and is read out.
 */
export function ReservedLabel({ text, texts }: ReservedLabelProps) {
  const rooms = texts
    .map((each) => (typeof each === 'string' ? { text: each, className: styles.room } : each))
    // Two states with one text need one room.
    .filter((room, index, all) => all.findIndex((other) => other.text === room.text) === index);
  return (
    <span className={styles.root}>
      <span className={styles.text}>{text}</span>
      {rooms.map((room) => (
        <span key={room.text} className={room.className} aria-hidden="true">
          {room.text}
        </span>
      ))}
    </span>
  );
}
