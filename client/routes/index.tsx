import { createFileRoute } from '@tanstack/react-router';
import { memo } from 'react';
import { HydrateOnVisible } from '@/components/hydrate-on-visible';
import { loadPageData } from '@/lib/load-page-data';
import {
  ArticlesTeaser,
  HeroProducts,
  HomeBestsellers,
  SwapOfTheWeek,
} from '@/features/home/catalog-sections';
import {
  FloatingAssistantButton,
  FollowUs,
  Hero,
  HowWeChoose,
  ImageBand,
  Offerings,
  Philosophy,
  PowerOfNature,
} from '@/features/home/sections';

export const Route = createFileRoute('/')({
  // Everything the page shows, so that the server renders it once.
  loader: ({ context }) => {
    const { catalog } = context.utils;
    return loadPageData(
      context,
      catalog.homeHero.ensureData(),
      catalog.homeBestsellers.ensureData(),
      catalog.swapOfTheWeek.ensureData(),
      catalog.homeArticles.ensureData(),
    );
  },
  component: HomePage,
});

/** The home page: the eleven sections in order (the footer comes from the layout). */
function HomePage() {
  return (
    <>
      <Hero />
      <Offerings />
      <LaterSections />
      <FloatingAssistantButton />
    </>
  );
}

/**
 * Below a phone's first screen; the first two sit between the offerings and the hero products.
 * Each one's style and layout wait until it nears the screen (offscreen-section).
 */
const LATER_SECTIONS = [
  HowWeChoose,
  SwapOfTheWeek,
  HeroProducts,
  Philosophy,
  HomeBestsellers,
  ArticlesTeaser,
  ImageBand,
  PowerOfNature,
  FollowUs,
];

/**
 * The sections below a phone's first screen, hydrated when the shopper nears them (decision 0018).
 * Without props and memoised, so nothing re-renders them before that.
 */
const LaterSections = memo(function LaterSections() {
  return (
    <HydrateOnVisible as="div">
      {LATER_SECTIONS.map((Section, index) => (
        <div key={index} className="offscreen-section">
          <Section />
        </div>
      ))}
    </HydrateOnVisible>
  );
});
