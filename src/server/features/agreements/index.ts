// What other parts of the server may use of agreements; everything else here is its own.
export { agreementRoutes } from './routes';
export { signingPageRoutes } from './signing-page-routes';
export { expireAgreementsJob, expireAgreementsSchedule } from './expire-agreements-job';
export { finalizeAgreementJob } from './finalize-agreement-job';
