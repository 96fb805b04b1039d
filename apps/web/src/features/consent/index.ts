/** A tenant's consented third-party scripts, loaded by the root layout. */
export { ThirdPartyScripts } from './components/third-party-scripts';
