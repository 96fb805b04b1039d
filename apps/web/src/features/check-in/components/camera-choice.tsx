import { NativeSelect } from '../../../components/ui/controls';

/** The scanner's camera list: "Back camera" (the default, an empty id) and each camera found, by label or number. */
export function CameraChoice({
  cameras,
  deviceId,
  onChange,
}: {
  cameras: Pick<MediaDeviceInfo, 'deviceId' | 'label'>[];
  deviceId: string;
  onChange: (deviceId: string) => void;
}) {
  return (
    <label className="flex items-center gap-2">
      <span>Camera</span>
      <NativeSelect inline value={deviceId} onChange={(event) => onChange(event.target.value)}>
        <option value="">Back camera</option>
        {cameras.map((camera, index) => (
          <option key={camera.deviceId || index} value={camera.deviceId}>
            {camera.label || `Camera ${index + 1}`}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}
