import { useEffect, useRef, useState } from 'react'

/**
 * The product's images: one slide at a time on phones (swipe, or the buttons), with dots to jump;
 * a single image is shown plainly. The first image loads eagerly (it is the page's main picture).
 */
export function ImageCarousel({
  images,
  label,
}: {
  images: readonly { src: string; alt: string }[]
  label: string
}) {
  const track = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)

  useEffect(() => {
    const list = track.current
    if (!list || images.length < 2 || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index))
        }
      },
      { root: list, threshold: 0.6 },
    )
    for (const slide of list.children) observer.observe(slide)
    return () => observer.disconnect()
  }, [images.length])

  const show = (index: number) => {
    const bounded = (index + images.length) % images.length
    const slide = track.current?.children[bounded] as HTMLElement | undefined
    track.current?.scrollTo({ left: slide?.offsetLeft ?? 0, behavior: 'smooth' })
    setCurrent(bounded)
  }

  if (images.length === 0) {
    return <div className="carousel carousel--empty" aria-hidden="true" />
  }

  return (
    <section className="carousel" aria-roledescription="carosello" aria-label={`Immagini di ${label}`}>
      <ul className="carousel__track" ref={track}>
        {images.map((image, index) => (
          <li
            key={image.src}
            className="carousel__slide"
            data-index={index}
            aria-roledescription="immagine"
            aria-label={`${index + 1} di ${images.length}`}
            aria-hidden={images.length > 1 && index !== current ? true : undefined}
          >
            <img
              src={image.src}
              alt={image.alt}
              width="480"
              height="480"
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding={index === 0 ? 'sync' : 'async'}
              {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow"
            onClick={() => show(current - 1)}
            aria-label="Immagine precedente"
          >
            ‹
          </button>
          <div className="carousel__dots">
            {images.map((image, index) => (
              <button
                key={image.src}
                type="button"
                className="carousel__dot"
                aria-label={`Mostra l’immagine ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__arrow"
            onClick={() => show(current + 1)}
            aria-label="Immagine successiva"
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  )
}
