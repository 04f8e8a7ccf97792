// What other features use of flyers: the share buttons (a visit slip is shared the same way).
export { CopyLinkButton, WhatsAppShareLink } from './components/flyer-share-actions';
