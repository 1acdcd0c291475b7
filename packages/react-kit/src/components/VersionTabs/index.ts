export { VersionTabs, type VersionTabsLabels, type VersionTabsProps } from './VersionTabs';
