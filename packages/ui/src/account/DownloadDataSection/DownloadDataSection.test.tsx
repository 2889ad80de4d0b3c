import { describeComponent } from '../../testing';
import { DownloadDataSection } from './DownloadDataSection';

describeComponent(DownloadDataSection, { props: { onDownload: () => undefined } });
