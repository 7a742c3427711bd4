/**
 * The database's types, in the shape `supabase gen types typescript` produces,
 * written to match supabase/migrations. This is the one place column names such
 * as "Sale Price" appear in the app; everything else uses the domain types
 * mapped from these rows.
 */

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

/** The author card stored with each review (filled server-side from the author's account). */
export interface ReviewUserInfo {
  uid: string;
  email: string | null;
  full_name: string | null;
  avatar_url: string | null;
}

export interface Database {
  public: {
    Tables: {
      categories: {
        Row: { name: string; icon: string; position: number };
        Insert: { name: string; icon: string; position: number };
        Update: { name?: string; icon?: string; position?: number };
        Relationships: [];
      };
      MentoriaDatabase: {
        Row: {
          ID: number;
          Name: string;
          Categories: string;
          Type: string;
          Premium: boolean;
          Regular_Price: number;
          'Sale Price': number | null;
          /** Generated: the effective price (decision 4). */
          Price: number;
          Images: string | null;
          Short_Description: string | null;
          Description: string | null;
          ContentURL: string | null;
          ContentLength: number | null;
          Rating: number | null;
          created_at: string;
        };
        Insert: {
          ID?: number;
          Name: string;
          Categories: string;
          Type?: string;
          Premium?: boolean;
          Regular_Price?: number;
          'Sale Price'?: number | null;
          Images?: string | null;
          Short_Description?: string | null;
          Description?: string | null;
          ContentURL?: string | null;
          ContentLength?: number | null;
          Rating?: number | null;
          created_at?: string;
        };
        Update: Partial<Database['public']['Tables']['MentoriaDatabase']['Insert']>;
        Relationships: [
          {
            foreignKeyName: 'MentoriaDatabase_Categories_fkey';
            columns: ['Categories'];
            isOneToOne: false;
            referencedRelation: 'categories';
            referencedColumns: ['name'];
          },
        ];
      };
      Videos: {
        Row: {
          ID: number;
          Name: string;
          Categories: string;
          Premium: boolean;
          Images: string | null;
          Short_Description: string | null;
          Lessons: number;
          Rating: number | null;
          created_at: string;
        };
        Insert: {
          ID?: number;
          Name: string;
          Categories: string;
          Premium?: boolean;
          Images?: string | null;
          Short_Description?: string | null;
          Lessons?: number;
          Rating?: number | null;
          created_at?: string;
        };
        Update: Partial<Database['public']['Tables']['Videos']['Insert']>;
        Relationships: [
          {
            foreignKeyName: 'Videos_Categories_fkey';
            columns: ['Categories'];
            isOneToOne: false;
            referencedRelation: 'categories';
            referencedColumns: ['name'];
          },
        ];
      };
      Favorites: {
        Row: { id: number; user_id: string; product_id: number; created_at: string };
        Insert: { id?: number; user_id?: string; product_id: number; created_at?: string };
        Update: { id?: number; user_id?: string; product_id?: number; created_at?: string };
        Relationships: [
          {
            foreignKeyName: 'Favorites_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'MentoriaDatabase';
            referencedColumns: ['ID'];
          },
        ];
      };
      orders: {
        Row: { id: number; user_id: string; product_id: number; amount: number; created_at: string };
        Insert: { id?: number; user_id?: string; product_id: number; amount?: number; created_at?: string };
        Update: { id?: number; user_id?: string; product_id?: number; amount?: number; created_at?: string };
        Relationships: [
          {
            foreignKeyName: 'orders_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'MentoriaDatabase';
            referencedColumns: ['ID'];
          },
        ];
      };
      Reviews: {
        Row: {
          id: number;
          product_id: number;
          content: string;
          user_id: string;
          user_info: ReviewUserInfo;
          created_at: string;
        };
        Insert: {
          id?: number;
          product_id: number;
          content: string;
          user_id?: string;
          /** Ignored: the server writes it from the author's account. */
          user_info?: Json;
          created_at?: string;
        };
        Update: { content?: string };
        Relationships: [
          {
            foreignKeyName: 'Reviews_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'MentoriaDatabase';
            referencedColumns: ['ID'];
          },
        ];
      };
      newsletter_subscribers: {
        Row: { id: number; email: string; created_at: string };
        Insert: { id?: number; email: string; created_at?: string };
        Update: never;
        Relationships: [];
      };
    };
    Views: Record<never, never>;
    Functions: {
      home_rows: {
        Args: { per_category?: number };
        Returns: Database['public']['Tables']['MentoriaDatabase']['Row'][];
      };
      search_products: {
        Args: { search: string; max_results?: number };
        Returns: Database['public']['Tables']['MentoriaDatabase']['Row'][];
      };
      checkout_demo: {
        Args: { product_id: number };
        Returns: Database['public']['Tables']['orders']['Row'];
      };
    };
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
}

export type Tables<Name extends keyof Database['public']['Tables']> = Database['public']['Tables'][Name]['Row'];
export type ProductRow = Tables<'MentoriaDatabase'>;
export type VideoRow = Tables<'Videos'>;
export type CategoryRow = Tables<'categories'>;
export type FavouriteRow = Tables<'Favorites'>;
export type OrderRow = Tables<'orders'>;
export type ReviewRow = Tables<'Reviews'>;

/** The three storage buckets of supabase/migrations. */
export const BUCKETS = { covers: 'covers', ebooksFree: 'ebooks-free', ebooksPremium: 'ebooks-premium' } as const;
