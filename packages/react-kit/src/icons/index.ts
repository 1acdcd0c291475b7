export {
  BoltIcon,
  ChatIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  LinkIcon,
  LockIcon,
  SearchIcon,
  UserPlusIcon,
} from './icons';
