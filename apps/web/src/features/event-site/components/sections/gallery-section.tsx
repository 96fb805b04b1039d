import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { useEventGallery } from '../../api/get-event-gallery';
import { SectionState } from '../section-state';
import { Button } from '../../../../components/ui/button';

/** Photos in a responsive grid; images load lazily and open in a lightbox (keyboard and swipe). */
export function GallerySection({ event }: { event: EventDetail }) {
  const gallery = useEventGallery(event.id);
  const [openIndex, setOpenIndex] = useState(-1);
  const images = gallery.data ?? [];
  return (
    <SectionState
      isLoading={gallery.isLoading}
      error={gallery.error}
      isEmpty={images.length === 0}
      emptyText="Photos will appear here during the event."
    >
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.id}>
            <Button
              variant="bare"
              onClick={() => setOpenIndex(index)}
              className="group block w-full overflow-hidden rounded-xl bg-slate-200 focus-visible:ring-4"
              aria-label={`Open photo: ${image.caption || `photo ${index + 1}`}`}
            >
              {/* The button names the photo; the caption below shows it once (not again in the image's alt). */}
              <img
                src={image.url}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover transition duration-300 group-hover:scale-105"
              />
            </Button>
            {image.caption && <p className="mt-1.5 line-clamp-2 px-1 text-sm text-slate-700">{image.caption}</p>}
          </li>
        ))}
      </ul>
      <Lightbox
        open={openIndex >= 0}
        index={Math.max(openIndex, 0)}
        close={() => setOpenIndex(-1)}
        // Full screen, swipe and arrow keys come with the lightbox; the caption and "2 / 6" ride along.
        plugins={[Captions, Counter]}
        captions={{ descriptionTextAlign: 'center' }}
        slides={images.map((image) => ({
          src: image.url,
          alt: image.caption,
          description: image.caption || undefined,
          width: image.width,
          height: image.height,
        }))}
      />
    </SectionState>
  );
}
