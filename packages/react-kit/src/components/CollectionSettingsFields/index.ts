export {
  CollectionSettingsFields,
  type CollectionSettingsFieldsProps,
  type CollectionSettingsLabels,
} from './CollectionSettingsFields';
