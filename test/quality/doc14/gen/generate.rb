# Writes doc14: draws each document with Prawn 2.4 and writes pdf/<name>.pdf and
# truth/<part>.json (every printed occurrence of every value).
#
# Usage: ruby test/quality/doc14/gen/generate.rb dev14 [held14] [--out DIR]
# Needs Debian's ruby-prawn (2.4) and ruby-prawn-table. Each document's seed is the CRC-32 of its
# name and Prawn's CreationDate/ModDate are fixed, so a regeneration gives the same bytes.
# frozen_string_literal: true

require 'fileutils'
require 'json'

PARTS14 = %w[dev14 held14].freeze

out = File.dirname(__dir__)
out = ARGV[ARGV.index('--out') + 1] if ARGV.include?('--out')
parts = ARGV.select { |a| PARTS14.include?(a) }
abort 'usage: generate.rb dev14 [held14] [--out DIR]' if parts.empty?
FileUtils.mkdir_p(File.join(out, 'pdf'))
FileUtils.mkdir_p(File.join(out, 'truth'))
parts.each do |part|
  require_relative part
  docs = send("build_#{part}", part)
  truth = docs.map do |d|
    pages = d.render(File.join(out, 'pdf', "#{d.name}.pdf"))
    { 'name' => d.name, 'kind' => d.kind, 'lang' => d.lang, 'font' => d.font_name, 'pages' => pages, 'marks' => d.marks }
  end
  File.write(File.join(out, 'truth', "#{part}.json"), "#{JSON.pretty_generate(truth)}\n")
  puts "#{part}: #{docs.size} documents, #{truth.sum { |t| t['pages'] }} pages"
end
