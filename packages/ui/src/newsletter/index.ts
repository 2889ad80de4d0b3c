export { SubscribeForm, type SubscribeFormProps } from './SubscribeForm/SubscribeForm';
export { UnsubscribePanel, type UnsubscribePanelProps } from './UnsubscribePanel/UnsubscribePanel';
