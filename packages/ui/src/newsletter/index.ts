export {
  NewsletterPreferencesForm,
  type NewsletterPreferencesFormProps,
} from './NewsletterPreferencesForm/NewsletterPreferencesForm';
export { SubscribeForm, type SubscribeFormProps } from './SubscribeForm/SubscribeForm';
export { UnsubscribePanel, type UnsubscribePanelProps } from './UnsubscribePanel/UnsubscribePanel';
