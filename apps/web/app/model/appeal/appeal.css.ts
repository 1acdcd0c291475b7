import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

/** The appeal form is a form-like page: the shared frame, heading, sections and row of buttons. */
export { actions, heading, page, section } from '../../shared/page.css';

export const text = style({ margin: 0, color: vars.color.text.default });
