import { useParams } from 'react-router';
import { CertificateVerification } from '../../features/certificates';

/** Route /verify/:certificateCode: what a certificate's QR code opens (public, no sign-in). */
export default function VerifyCertificatePage() {
  const { certificateCode = '' } = useParams();
  return <CertificateVerification code={certificateCode} />;
}
