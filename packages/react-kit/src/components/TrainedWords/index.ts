export { TrainedWords, type TrainedWordsProps } from './TrainedWords';
