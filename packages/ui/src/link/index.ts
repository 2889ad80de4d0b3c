export {
  AppLink,
  type HostLinkComponent,
  type HostLinkProps,
  LinkProvider,
  type LinkProviderProps,
} from './LinkProvider';
