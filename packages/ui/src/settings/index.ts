export { SiteSettingsForm, type SiteSettingsFormProps } from './SiteSettingsForm/SiteSettingsForm';
