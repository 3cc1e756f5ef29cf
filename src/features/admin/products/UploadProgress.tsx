import { formatFileSize } from '../../../lib/uploads/upload-limits.ts';

/** How much of a large file has reached the server, in words and as a bar. */
export function UploadProgress({
  label,
  sent,
  size,
}: {
  label: string;
  sent: number;
  size: number;
}) {
  return (
    <div role="status" className="mt-6 grid max-w-xl gap-2">
      <p className="font-medium">
        {label}: {formatFileSize(sent)} of {formatFileSize(size)} sent…
      </p>
      <progress
        max={size}
        value={sent}
        aria-label={label}
        className="h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-700"
      />
    </div>
  );
}
