export { type AccordionSection, DetailsAccordion, type DetailsAccordionProps } from './DetailsAccordion';
export type { DetailsLabels, DetailsRow } from './DetailsRows';
