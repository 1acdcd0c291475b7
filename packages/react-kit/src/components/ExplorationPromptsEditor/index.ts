export {
  ExplorationPromptsEditor,
  type ExplorationPromptsEditorProps,
  type ExplorationPromptsLabels,
} from './ExplorationPromptsEditor';
