// What the app's pages (and other features) may use of agreements; everything else here is its own.
export { agreementKeys } from './api/query-keys';
export { useAgreement } from './api/get-agreement';
export { useSubmitAgreement } from './hooks/use-submit-agreement';
export { useAgreementsRealtime } from './hooks/use-agreements-realtime';
export { SellerAgreementForm } from './components/seller-agreement-form';
export { BuyerAgreementForm } from './components/buyer-agreement-form';
export { CoBrokingForm } from './components/co-broking-form';
export { AgreementView } from './components/agreement-view';
export { AgreementList } from './components/agreement-list';
export { NewAgreementLinks } from './components/new-agreement-links';
