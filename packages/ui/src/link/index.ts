export {
  AppLink,
  type HostLinkComponent,
  type HostLinkProps,
  LinkProvider,
  type LinkProviderProps,
  useUrls,
} from './LinkProvider';
