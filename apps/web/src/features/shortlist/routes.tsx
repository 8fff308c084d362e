import { lazy } from "react";
import type { RouteObject } from "react-router";

const ShortlistPage = lazy(() => import("./shortlist-page").then((m) => ({ default: m.ShortlistPage })));
const ComparePage = lazy(() => import("./compare-page").then((m) => ({ default: m.ComparePage })));

/** The shortlist (device or account) and the side-by-side compare (docs/decisions/0016); public pages, not indexed. */
export const shortlistRoutes: RouteObject[] = [
  { path: "/shortlist", element: <ShortlistPage /> },
  { path: "/compare", element: <ComparePage /> },
];
